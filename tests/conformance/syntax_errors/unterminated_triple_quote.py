print("ok")
s = """never closed
more text
