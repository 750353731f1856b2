# verdict: output_limit
# message: too long to report
# Fits in memory (8 MB) but not in what a case may report.
def scale(x, y, k):
    return [k * x, k * y] * 500_000
