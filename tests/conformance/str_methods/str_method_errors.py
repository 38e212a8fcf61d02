tests = [
    lambda: "abc".index("d"),
    lambda: "a".join([1]),
    lambda: "abc" + 1,
    lambda: "abc" * "2",
    lambda: "abc".center("5"),
    lambda: "x".split(",", "1"),
    lambda: "abc".zfill(),
    lambda: "{0} {1}".format("a"),
    lambda: "{x}".format(y=1),
    lambda: "abc".rjust(5, "--"),
]
for t in tests:
    try:
        t()
        print("no error")
    except (TypeError, ValueError, IndexError, KeyError) as e:
        print(type(e).__name__ + ":", e)
