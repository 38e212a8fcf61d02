# % formatting of machine-size ints (d i u o x X with flags, width, precision) around the 64-bit
# edges, next to big ints, bools and the other conversions; literal runs with non-ASCII text.
vals = [0, 1, -1, 7, -7, 255, -255, 2**31, -2**31, 2**62, -2**63, 2**63 - 1, 2**63, -2**63 - 1, 10**30, True, False]
fmts = ['%d', '%i', '%u', '%o', '%x', '%X', '%#o', '%#x', '%#X', '%5d', '%-5d|', '%05d', '%+d', '% d', '%.3d', '%8.3x', '%-#8o|', '%+05x', '%c', '%e', '%.2f', '%g', '%r', '%s', '%a', '%+#010X']
for f in fmts:
    out = []
    for v in vals:
        try:
            out.append(f % v)
        except Exception as e:
            out.append(type(e).__name__ + ':' + str(e))
    print(f, out)
print('héllo %d wörld %s €%05.1f %%' % (3, 'ü', 2.5), '%(a)s-%(b)d' % {'a': 'x', 'b': 4})
print(b'%d %x %5s' % (12, 255, b'ab'))
for bad in ['%', 'abc %', 'é %y', 'ü%z', 'ab%ü']:
    try:
        print(bad % (1,))
    except Exception as e:
        print(type(e).__name__, e)
