#pragma once
/**
 * @file
 * @brief The code page of an IOmeter .icf file, and its bytes as UTF-8 (docs/iometer-files.md,
 *        "Code pages"). IOmeter is an ANSI Windows program: the names in its files are in the
 *        system's code page (Windows-1251 on a Russian or Ukrainian Windows, 936 on a Chinese
 *        one, Windows-1252 in Western Europe). The importer decodes a file once, up front,
 *        with iconv(3), so every string it reads from the file is UTF-8.
 */

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iometry::import_icf {

/** @brief A code page a file is read from. */
struct CodePage {
    std::string name;   ///< iconv(3)'s name for it: "UTF-8", "CP1251", "GBK", "CP1252", …
    std::string title;  ///< as notes name it: "Windows-1251 (Cyrillic)"
    bool operator==(const CodePage&) const = default;
};

/** @brief The four code pages detection chooses from (docs/iometer-files.md, "Code pages"). */
extern const CodePage kUtf8, kWindows1251, kCp936, kWindows1252;

/** @brief The names `--encoding` takes, for its usage and error messages. */
extern const char* const kCodePageNames;

/**
 * @brief The code page named @p name, in any letter case: utf-8 (utf8), cp1251
 *        (windows-1251, 1251), cp936 (gbk, 936), cp1252 (windows-1252, 1252), or any other
 *        name iconv(3) converts from (cp1250, cp932, …); none when iconv knows no such name.
 */
std::optional<CodePage> codePageNamed(std::string_view name);

/** @brief The length of the well-formed UTF-8 character at byte @p i of @p s (no overlong form,
 *         no surrogate, nothing above U+10FFFF); 0 when there is none there. */
std::size_t utf8Length(std::string_view s, std::size_t i);

/** @brief @p bytes are well-formed UTF-8: what nlohmann::json's dump() writes without throwing. */
bool isUtf8(std::string_view bytes);

/** @brief @p bytes with each byte that is not part of a well-formed UTF-8 character made U+FFFD. */
std::string toUtf8(std::string_view bytes);

/**
 * @brief The code page of @p bytes, a file that is not UTF-8: 936 when common Chinese
 *        characters (read as GBK) hold more than half its bytes 0x80–0xFF and at least as
 *        many as Cyrillic words do, else Windows-1251 when Cyrillic words hold more than
 *        half, else Windows-1252 (docs/iometer-files.md, "Code pages", spells out each).
 */
CodePage detectCodePage(std::string_view bytes);

/** @brief A file's text as UTF-8, and how it was read. */
struct DecodedText {
    std::string text;                ///< well-formed UTF-8, without a byte-order mark
    CodePage codePage;               ///< what the bytes were read as
    std::vector<std::string> notes;  ///< the code page detection assumed; bytes made U+FFFD
    std::string error;               ///< iconv(3) cannot read the code page here (text empty)
};

/**
 * @brief @p bytes as UTF-8. A UTF-8 byte-order mark is dropped. With @p asked the bytes are
 *        read as that code page; without it, as UTF-8 when they begin with the byte-order
 *        mark or are well-formed UTF-8, else as detectCodePage() says, with a note naming
 *        the code page and a line it gave. A byte the code page does not define becomes
 *        U+FFFD, with a note naming its line. Never throws.
 */
DecodedText decodeText(std::string_view bytes, const std::optional<CodePage>& asked);

}  // namespace iometry::import_icf
