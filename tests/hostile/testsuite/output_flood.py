# verdict: output_limit
# message: printed more than
def test_floods():
    while True:
        print("flood " * 100)
