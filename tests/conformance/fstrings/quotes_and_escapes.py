d = {"key": "value"}
print(f"{d['key']}", f'{d["key"]}', f"""{d["key"]}""")
print(f"tab:\t{1}", f"newline-free {'x'}", f"backslash \\ {2}")
name = "x"
print(f"{name!r:>6}", f"{'it' + chr(39) + 's'}")
print(f"{'a'}" f"{'b'}" "c")
print(F"upper-F {name}", rf"raw {name}\n", fr"\d{name}")
multi = f"""line1 {name}
line2 {name * 2}"""
print(multi)
