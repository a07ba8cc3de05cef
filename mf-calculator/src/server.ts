import { serverModules } from '@shop/federation/react';
import calculator from './app/calculator-parcel';

/** What the edge renders into the document (the block with its formats, prices still loading); the browser hydrates it. */
export default serverModules({ './Calculator': calculator });
