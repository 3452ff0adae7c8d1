// Part 2 of the authorisation matrix (auth-matrix.ts).
import { describeAuthMatrix } from './auth-matrix.ts';

describeAuthMatrix(2, 3);
