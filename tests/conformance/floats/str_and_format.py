vals = [3.14159, 2.0, 1e-7, 123456789.123, -0.5, 1e100]
for v in vals:
    print(str(v), f"{v:.2f}", f"{v:e}", f"{v:g}", f"{v:.3g}", f"{v:10.1f}|")
print("%.3f %e %g %5.1f" % (2 / 3, 12345.678, 0.00001234, 9.96))
print(format(0.5, ".0f"), format(1.5, ".0f"), format(2.5, ".0f"), format(-0.0, "f"))
print(f"{1e16:f}", f"{1e16}", f"{12.0:.0%}", f"{0.256:.1%}")
print(str(1.0), str(100.0), str(1e5), str(1e16), str(1.5e-5), str(0.0001))
