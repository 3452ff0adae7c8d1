// Part 1 of the authorisation matrix (auth-matrix.ts).
import { describeAuthMatrix } from './auth-matrix.ts';

describeAuthMatrix(1, 3);
