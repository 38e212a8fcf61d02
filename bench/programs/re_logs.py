# re over ~400 KB of log text: per-line search with groups, findall and finditer over the whole
# text, sub with a template, split, and a module-level re.match per line.
import re


def make_log():
    levels = ["INFO", "WARN", "ERROR", "DEBUG"]
    lines = []
    for i in range(5000):
        lvl = levels[i % 4]
        lines.append("2024-03-%02d 12:%02d:%02d %s [worker-%d] request id=%d user=u%d took %dms path=/api/v%d/items/%d"
                     % (i % 28 + 1, i % 60, (i * 7) % 60, lvl, i % 16, i * 31, i % 977, (i * 13) % 2000, i % 3, i))
    return "\n".join(lines) + "\n"


def main():
    text = make_log()
    line_re = re.compile(r"^(\d{4})-(\d\d)-(\d\d) (\d\d:\d\d:\d\d) (\w+) \[(?P<worker>[\w-]+)\] (.*)$")
    took_re = re.compile(r"took (\d+)ms")
    errors = 0
    slow = 0
    workers = {}
    for line in text.splitlines():
        m = line_re.match(line)
        if m is None:
            continue
        if m.group(5) == "ERROR":
            errors += 1
        w = m.group("worker")
        workers[w] = workers.get(w, 0) + 1
        t = took_re.search(line)
        if t and int(t.group(1)) > 1500:
            slow += 1
        if re.match(r"\d+-03-1", line):
            slow += 0
    ids = re.findall(r"id=(\d+)", text)
    users = sum(1 for m in re.finditer(r"user=(u\d+)", text) if m.group(1).endswith("7"))
    masked = re.sub(r"user=u(\d+)", r"user=<\1>", text)
    parts = re.split(r"\s+", text)
    paths = re.findall(r"/api/v(\d)/items/(\d+)", text)
    return len(text), errors, slow, len(workers), len(ids), users, len(masked), len(parts), len(paths)


print(main())
