# The import errors a script can catch, worded as CPython's.
def attempt(code):
    try:
        code()
    except Exception as e:
        print(type(e).__name__, "|", e)


def imp_nosuch():
    import nosuch_module


def imp_dotted():
    import keyword.sub


def imp_dotted_unknown():
    import nosuch.sub


def from_dotted():
    from keyword.sub import x


def attr_missing():
    import keyword
    return keyword.nosuch


for f in [imp_nosuch, imp_dotted, imp_dotted_unknown, from_dotted, attr_missing]:
    attempt(f)

try:
    import nosuch
except ImportError as e:
    print(type(e).__name__, isinstance(e, ImportError))

import keyword
print(keyword.nosuch)
