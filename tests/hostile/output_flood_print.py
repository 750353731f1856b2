# verdict: output_limit
# message: printed more than
def scale(x, y, k):
    while True:
        print("flood " * 100)
