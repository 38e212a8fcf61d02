# json.loads of a list of 30,000 records (about 3.5 MB of JSON), five times.
import json


def make_doc():
    records = []
    for i in range(30_000):
        records.append({
            "id": i,
            "name": "user" + str(i),
            "email": "user" + str(i) + "@example.com",
            "active": i % 3 == 0,
            "score": i * 0.25,
            "tags": ["a", "b", "c"][: i % 4],
            "address": {"city": "City" + str(i % 100), "zip": str(10000 + i % 9000)},
            "note": None,
        })
    return json.dumps(records)


def main():
    doc = make_doc()
    total = 0
    for _ in range(5):
        data = json.loads(doc)
        total += len(data) + data[-1]["id"] + len(data[123]["tags"])
    return len(doc), total, data[29_999]["address"]["city"], data[7]["score"]


print(main())
