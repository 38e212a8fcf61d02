# The import statement's forms on a built-in module written in Python (keyword).
import keyword
print(keyword.iskeyword("for"), keyword.iskeyword("print"))
print(keyword.issoftkeyword("match"), len(keyword.kwlist), keyword.softkwlist)
print(keyword.__name__, repr(keyword).startswith("<module 'keyword'"))

import keyword as kw
print(kw is keyword)

from keyword import kwlist, iskeyword as isk
print(kwlist is keyword.kwlist, isk("None"))

# A second import finds the same module object (cached per execution), state included.
keyword.extra = 42
import keyword
print(keyword.extra, kw.extra)


def inner():
    import keyword as k2
    from keyword import softkwlist
    return k2 is kw, softkwlist


print(inner())
print(type(keyword).__name__)
del keyword.extra
try:
    del keyword.extra
except AttributeError as e:
    print(e)
print(hasattr(keyword, "extra"), hasattr(keyword, "kwlist"))
