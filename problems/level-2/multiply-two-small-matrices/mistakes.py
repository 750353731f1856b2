"""Multiply Two Small Matrices: the wrong code a learner writes, one mistake per function.

Where a mistake asks for an entry the matrices do not have, it raises IndexError, as the
learner's code would."""


def _product(A, B):
    n, m, p = len(A), len(B), len(B[0])
    C = []
    for i in range(n):
        row = []
        for j in range(p):
            total = 0
            for k in range(m):
                total += A[i][k] * B[k][j]
            row.append(total)
        C.append(row)
    return C


def factors_swapped(A, B):
    return _product(B, A)  # the second transform applied first


def first_matrix_transposed(A, B):
    n, m, p = len(A[0]), len(B), len(B[0])
    return [[sum(A[k][i] * B[k][j] for k in range(m)) for j in range(p)] for i in range(n)]  # A[k][i]: a column of A


def sum_over_rows_of_a(A, B):
    n, p = len(A), len(B[0])
    return [[sum(A[i][k] * B[k][j] for k in range(n)) for j in range(p)] for i in range(n)]  # range(len(A))


def entry_by_entry(A, B):
    return [[A[i][j] * B[i][j] for j in range(len(A[0]))] for i in range(len(A))]


def rows_share_one_list(A, B):
    n, m, p = len(A), len(B), len(B[0])
    C = [[0] * p] * n  # n references to one row
    for i in range(n):
        for j in range(p):
            for k in range(m):
                C[i][j] += A[i][k] * B[k][j]
    return C
