class T:
    def __str__(self):
        return "T-str"
    def __repr__(self):
        return "T-repr"
t = T()
print(f"{t}", f"{t!s}", f"{t!r}", f"{t!a}", f"{'é'!a}", f"{'é'!r}")
print(f"{t!r:>10}|", f"{t!s:<8}|", f"{[t]}", f"{(t,)!s}")
print(f"{3!r}", f"{'3'!r}", f"{None!r}", f"{b'x'!r}")
