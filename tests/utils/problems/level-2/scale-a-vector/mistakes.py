def adds_instead(x, y, k):
    return (x + k, y + k)
