specs = ["", "10", "<10", ">10", "^10", "*^10", "+", " ", "010", ",", "_", ".3", "10.2f", "e", ".2e", "g", "%", "#x", "08.3f", "=+10"]
for spec in specs:
    for v in (1234.5678, -42):
        try:
            r = format(v, spec)
        except ValueError as e:
            r = "ValueError: " + str(e)
        print(repr(spec), repr(r))
