def multiply(A, B):
    n = len(A)
    m = len(B)
    p = len(B[0])
    C = []
    for i in range(n):
        row = []
        for j in range(p):
            total = 0.0
            for k in range(m):
                total = total + A[i][k] * B[k][j]
            row.append(total)
        C.append(row)
    return C
