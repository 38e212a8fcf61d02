def limited(xs, limit):
    count = 0
    for x in xs:
        if count >= limit:
            return f"stopped after {count}"
        yield x
        count += 1
    return "exhausted"
def collect(gen):
    out = []
    while True:
        try:
            out.append(next(gen))
        except StopIteration as e:
            return out, e.value
print(collect(limited("abcdef", 3)))
print(collect(limited("ab", 3)))
