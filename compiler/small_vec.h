#pragma once
// A vector of trivially copyable values whose first N elements live inside the object, for the
// compiler's per-code-object scratch lists: compiling a short script should not pay a heap
// allocation (and its free) for each of them. Only what the code generator uses is provided.

#include <cstddef>
#include <cstring>
#include <memory>
#include <type_traits>

namespace basilisk::compiler {

template <class T, size_t N>
class SmallVec {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

public:
    SmallVec() = default;
    SmallVec(const SmallVec&) = delete;
    SmallVec& operator=(const SmallVec&) = delete;

    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    T* begin() { return data(); }
    T* end() { return data() + m_size; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + m_size; }
    T& operator[](size_t i) { return data()[i]; }
    const T& operator[](size_t i) const { return data()[i]; }
    T& back() { return data()[m_size - 1]; }
    const T& back() const { return data()[m_size - 1]; }

    void push_back(const T& value) {
        if (m_size == m_capacity) grow();
        data()[m_size++] = value;
    }

private:
    T* data() { return m_heap ? m_heap.get() : reinterpret_cast<T*>(m_inline); }
    const T* data() const { return m_heap ? m_heap.get() : reinterpret_cast<const T*>(m_inline); }
    void grow() {
        size_t capacity = m_capacity * 2;
        auto bigger = std::make_unique_for_overwrite<T[]>(capacity);
        std::memcpy(static_cast<void*>(bigger.get()), data(), m_size * sizeof(T));
        m_heap = std::move(bigger);
        m_capacity = capacity;
    }

    alignas(T) unsigned char m_inline[N * sizeof(T)];
    std::unique_ptr<T[]> m_heap;
    size_t m_size = 0;
    size_t m_capacity = N;
};

}  // namespace basilisk::compiler
