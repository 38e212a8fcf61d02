# A tight loop: FOR_ITER over range, local loads/stores, small-int arithmetic.
def main():
    t = 0
    for i in range(3_000_000):
        t += i * 2 % 7
    return t


print(main())
