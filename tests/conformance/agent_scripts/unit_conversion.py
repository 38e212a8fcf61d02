FACTORS = {
    "length": {"m": 1.0, "km": 1000.0, "cm": 0.01, "mm": 0.001, "mi": 1609.344, "ft": 0.3048, "in": 0.0254},
    "mass": {"kg": 1.0, "g": 0.001, "lb": 0.45359237, "oz": 0.028349523125},
}
class ConversionError(Exception):
    pass
def kind_of(unit):
    for kind, table in FACTORS.items():
        if unit in table:
            return kind
    raise ConversionError(f"unknown unit {unit!r}")
def convert(value, src, dst):
    if src == dst:
        return value
    if src in ("C", "F") or dst in ("C", "F"):
        if (src, dst) == ("C", "F"):
            return value * 9 / 5 + 32
        if (src, dst) == ("F", "C"):
            return (value - 32) * 5 / 9
        raise ConversionError(f"cannot convert {src} to {dst}")
    k1, k2 = kind_of(src), kind_of(dst)
    if k1 != k2:
        raise ConversionError(f"cannot convert {k1} ({src}) to {k2} ({dst})")
    return value * FACTORS[k1][src] / FACTORS[k2][dst]
requests = ["5 km mi", "12 in cm", "1 lb g", "100 C F", "-40 F C", "3 kg ft", "2 parsec m", "72 F F", "0.5 mi ft"]
for req in requests:
    v, src, dst = req.split()
    try:
        out = convert(float(v), src, dst)
        print(f"{v:>5} {src:<2} = {out:12.4f} {dst}")
    except ConversionError as e:
        print(f"{v:>5} {src:<2} -> error: {e}")
