y, m, d = 2024, 3, 7
print(f"{y}-{m:02d}-{d:02d}", f"{d:02}/{m:02}/{y % 100:02}")
for i in (1, 42, 1234):
    print(f"ID-{i:06d}", f"#{i:>5}", f"0x{i:04x}")
secs = 3725
print(f"{secs // 3600:02d}:{secs % 3600 // 60:02d}:{secs % 60:02d}")
size = 1536000
units = ["B", "KB", "MB", "GB"]
val = float(size)
u = 0
while val >= 1024 and u < len(units) - 1:
    val /= 1024
    u += 1
print(f"{val:.1f} {units[u]}")
