#include "workers/sysfs_text.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>

namespace iometry::workers::sysfs {

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return {};
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::string trimmed(std::string text) {
    const auto notSpace = [](unsigned char c) { return !std::isspace(c); };
    text.erase(text.begin(), std::find_if(text.begin(), text.end(), notSpace));
    text.erase(std::find_if(text.rbegin(), text.rend(), notSpace).base(), text.end());
    return text;
}

std::string readValue(const std::filesystem::path& path) { return trimmed(readText(path)); }

std::optional<std::uint64_t> readUnsigned(const std::filesystem::path& path) {
    const std::string text = readValue(path);
    if (text.empty() || text.size() > 19 ||
        !std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); }))
        return std::nullopt;
    return std::stoull(text);
}

std::optional<std::uint64_t> readHex(const std::filesystem::path& path) {
    std::string text = readValue(path);
    if (text.starts_with("0x") || text.starts_with("0X")) text.erase(0, 2);
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [at, error] = std::from_chars(text.data(), end, value, 16);
    if (text.empty() || error != std::errc() || at != end) return std::nullopt;
    return value;
}

}  // namespace iometry::workers::sysfs
