def box(lines):
    w = max(len(l) for l in lines)
    out = ["+" + "-" * (w + 2) + "+"]
    for l in lines:
        out.append("| " + l.ljust(w) + " |")
    out.append("+" + "-" * (w + 2) + "+")
    return "\n".join(out)
print(box(["Report", "rows: 12", "status: ok"]))
print("%-10s|%10s|" % ("left", "right"))
print("{:>3}. {}".format(1, "first"), "{:>3}. {}".format(10, "tenth"))
for i, word in enumerate(["a", "bb", "ccc"], 1):
    print(str(i).rjust(3, "0"), word.center(7, "~"))
