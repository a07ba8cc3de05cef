export { answeringHandlers, recordAnswers, type AnsweredEffects } from './model-answers';
