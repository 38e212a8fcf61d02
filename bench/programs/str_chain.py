# Str-method chains kept in a list: 150,000 results of w.upper().strip().replace('O', '0').lower()
# over padded words, plus a closure counter bumped per word (the shape of agent text clean-up).
def main():
    words = ["  Hello ", "world", " foo bar ", "Python", "  agent code  ", "tool_call", "OOPS",
             "Lorem ipsum dolor", "  x  ", "Observation:", "done", " to be or not "]
    count = 0

    def bump():
        nonlocal count
        count += 1

    out = []
    n = len(words)
    for i in range(150_000):
        w = words[i % n]
        out.append(w.upper().strip().replace('O', '0').lower())
        bump()
    total = 0
    for s in out:
        total += len(s)
    return count, len(out), total, out[7], out[10]


print(main())
