amounts = [0, 5, 1234.5, -987654.321, 1e7]
for a in amounts:
    sign = "-" if a < 0 else ""
    print(f"{sign}${abs(a):,.2f}".rjust(16), "%12.1f" % a, "{:+,.0f}".format(a))
ratios = [0.0, 0.5, 0.12345, 1.0, 2.5]
print(["{:.1%}".format(r) for r in ratios])
print(["%.1f%%" % (r * 100) for r in ratios])
