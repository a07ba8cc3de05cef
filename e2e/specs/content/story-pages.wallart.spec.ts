import { describeStoryPages } from '../../support/story-pages';

describeStoryPages('wallart');
