// Part 3 of the authorisation matrix (auth-matrix.ts).
import { describeAuthMatrix } from './auth-matrix.ts';

describeAuthMatrix(3, 3);
