# Import forms with a native module: the module is one object per execution, its names are
# attributes, and `from math import *` brings every public name (math has no __all__).
import math
import math as m2
from math import sqrt as root, pi


def f():
    import math as inner
    from math import factorial
    return inner is math, factorial(5)


print(m2 is math, root is math.sqrt, pi, f())
from math import *
print(floor(3.7), ceil(3.2), trunc(-1.5), inf, e, lcm(4, 6), comb(5, 2), dist((0, 0), (3, 4)))
math.answer = 42
import math
print(math.answer, m2.answer)
del math.answer
print(hasattr(math, "answer"), hasattr(math, "sqrt"))
math.sqrt = lambda x: "patched"
print(m2.sqrt(4), root(4))
try:
    del math.nosuch
except AttributeError as exc:
    print(exc)
