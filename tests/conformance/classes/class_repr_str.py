class Both:
    def __repr__(self):
        return "Both(repr)"
    def __str__(self):
        return "Both(str)"
class ReprOnly:
    def __repr__(self):
        return "ReprOnly()"
class StrOnly:
    def __str__(self):
        return "StrOnly as str"
b, r = Both(), ReprOnly()
print(b, str(b), repr(b), [b], (b,), {"k": b})
print(r, str(r), repr(r), [r])
print(str(StrOnly()), f"{b}", f"{b!r}", "%s %r" % (b, b), "{} {!r}".format(b, b))
