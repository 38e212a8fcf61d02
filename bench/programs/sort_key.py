# sorted() with a Python key function: 300,000 lambda calls from native code, then the sort.
def main():
    xs = [(i * 7919) % 300_007 for i in range(300_000)]
    ys = sorted(xs, key=lambda v: -v)
    return ys[0], ys[-1], ys[150_000], sum(ys[:1000])


print(main())
