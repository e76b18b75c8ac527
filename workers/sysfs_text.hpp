#pragma once
// Reading the small text files of sysfs and procfs: what the host facts (host_facts.hpp),
// a disk target's facts and the disk safety checks read. A file that is missing or
// unreadable reads as nothing, never as a made-up value.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace iometry::workers::sysfs {

/** The whole file, or empty when it cannot be read. */
std::string readText(const std::filesystem::path& path);

/** @p text without leading and trailing white space. */
std::string trimmed(std::string text);

/** The file's text, trimmed: a sysfs attribute ("Samsung SSD 980", "8.0 GT/s PCIe"). */
std::string readValue(const std::filesystem::path& path);

/** The file as a whole unsigned number; nullopt when missing, empty or not a number
    (sysfs answers "Invalid argument" or a word for what a device does not know). */
std::optional<std::uint64_t> readUnsigned(const std::filesystem::path& path);

/** The file as a whole hexadecimal number, with or without "0x" (memory/block_size_bytes:
    "8000000"); nullopt when missing, empty or not one. */
std::optional<std::uint64_t> readHex(const std::filesystem::path& path);

}  // namespace iometry::workers::sysfs
