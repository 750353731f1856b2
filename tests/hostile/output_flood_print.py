# verdict: output_limit
def scale(x, y, k):
    while True:
        print("flood " * 100)
