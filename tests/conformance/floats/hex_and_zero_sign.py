for x in [1.0, 0.5, -2.0, 0.1, 3.14159, 1e300, 5e-324, 0.0, -0.0, 2.0 ** -1022, 1 / 3]:
    print(x.hex())
for s in ["0x1.8p1", "0x1p-2", "-0x1.921fb54442d18p+1", "1.8p1", "0X1P0", " 0x10 ", "inf", "-Infinity", "0x.8"]:
    print(s.strip(), float.fromhex(s))
for bad in ["", "0x", "abc.g", "1p"]:
    try:
        float.fromhex(bad)
    except ValueError as e:
        print("ValueError:", e)
print(divmod(-0.0, 1.0), divmod(0.0, -1.0), divmod(-0.0, -1.0), divmod(-0.0, 1))
print(-0.0 // 1.0, -0.0 % 1.0, 0.0 % -1.0, divmod(7, 2.0), divmod(-7.5, 2))
print(float.fromhex((0.1).hex()) == 0.1, float.fromhex("0x1.fffffffffffffp+1023"))
