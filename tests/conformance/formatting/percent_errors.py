tests = [
    lambda: "%d" % "x",
    lambda: "%s %s" % ("one",),
    lambda: "%s" % ("a", "b"),
    lambda: "%(k)s" % {"j": 1},
    lambda: "%z" % 1,
]
for t in tests:
    try:
        print(t())
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__ + ":", e)
