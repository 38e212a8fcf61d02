vals = [0.1, 1 / 3, 1e-10, 123456.789, 2.0 ** 60, -1.5e-7]
for v in vals:
    print("%r | %s | %.17g | %.3e | {} | {:.10}".format(v, v) % (v, v, v, v))
