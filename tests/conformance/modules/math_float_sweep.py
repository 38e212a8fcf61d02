# Every float function of math on special values and 250 pseudo-random floats of all
# magnitudes: results must be CPython's bit for bit (repr), errors of the same type.
import math
# Deterministic pseudo-random floats (an LCG; no random module needed).
state = 12345
def rnd():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return state
def rfloat():
    r = rnd()
    kind = r % 5
    m = (rnd() % 2**53) / 2**53
    if kind == 0: return m * 2 - 1
    if kind == 1: return (m - 0.5) * 20
    if kind == 2: return (m - 0.5) * 2000
    if kind == 3: return m * 10 ** ((rnd() % 600) - 300) * (1 if rnd() % 2 else -1)
    return float((rnd() % 400) - 200) / 2
N = 250
xs = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, math.inf, -math.inf, math.nan, 1e-310, 5e-324, 1.7976931348623157e308, 710.0, -745.5, 171.0, 0.1] + [rfloat() for _ in range(N)]
one = ['acos','acosh','asin','asinh','atan','atanh','cbrt','cos','cosh','erf','erfc','exp','exp2','expm1','fabs','gamma','lgamma','log','log10','log1p','log2','sin','sinh','sqrt','tan','tanh','degrees','radians','ulp','frexp','modf','isfinite','isinf','isnan','floor','ceil','trunc']
two = ['atan2','copysign','fmod','pow','remainder','nextafter','hypot','dist2','isclose','log2arg']
def call(name, *a):
    try:
        if name == 'dist2': return repr(math.dist(a[:1] + a[1:], (a[1], a[0])))
        if name == 'log2arg': return repr(math.log(*a))
        return repr(getattr(math, name)(*a))
    except Exception as e:
        return type(e).__name__
for name in one:
    print(name, ' '.join(call(name, x) for x in xs))
for name in two:
    ys = xs[1:] + xs[:1]
    print(name, ' '.join(call(name, x, y) for x, y in zip(xs, ys)))
print('fsum', repr(math.fsum(x for x in xs if math.isfinite(x) and abs(x) < 1e300)))
print('hypot', repr(math.hypot(*[x for x in xs if math.isfinite(x)])))
print('prod', repr(math.prod(x for x in xs if math.isfinite(x) and 0.5 < abs(x) < 2)))
