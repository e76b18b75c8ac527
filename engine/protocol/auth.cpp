#include "engine/protocol/auth.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/params.h>
#include <openssl/rand.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <stdexcept>

namespace iometry::protocol {
namespace {

std::string toHex(const unsigned char* data, std::size_t n) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out(n * 2, '0');
    for (std::size_t i = 0; i < n; ++i) {
        out[2 * i] = kDigits[data[i] >> 4];
        out[2 * i + 1] = kDigits[data[i] & 0xf];
    }
    return out;
}

std::string proof(std::string_view role, std::string_view token, std::string_view serverNonce,
                  std::string_view clientNonce, std::string_view name) {
    std::string message;
    message.append(role).append("|").append(serverNonce).append("|").append(clientNonce);
    message.append("|").append(name);
    return hmacSha256Hex(token, message);
}

}  // namespace

Digest hmacSha256(std::string_view key, std::string_view message) {
    Digest digest{};
    unsigned int length = 0;
    HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
         reinterpret_cast<const unsigned char*>(message.data()), message.size(), digest.data(),
         &length);
    return digest;
}

std::string hmacSha256Hex(std::string_view key, std::string_view message) {
    const Digest digest = hmacSha256(key, message);
    return toHex(digest.data(), digest.size());
}

std::string checkToken(std::string_view token) {
    if (token.size() >= kMinTokenBytes) return {};
    return "the token has " + std::to_string(token.size()) + " bytes; at least " +
           std::to_string(kMinTokenBytes) +
           " are needed (make one with: head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \\n')";
}

ChannelKeys deriveChannelKeys(std::string_view token, std::string_view serverNonce,
                              std::string_view clientNonce, std::string_view name) {
    std::string context = "iometry channel|";
    context.append(serverNonce).append("|").append(clientNonce).append("|").append(name);
    const Digest master = hmacSha256(token, context);
    const std::string_view masterKey(reinterpret_cast<const char*>(master.data()), master.size());
    return {hmacSha256(masterKey, "manager->dynamo"), hmacSha256(masterKey, "dynamo->manager")};
}

Digest FrameAuthenticator::tagOf(std::string_view body) const {
    // EVP_MAC (OpenSSL 3): the body is hashed in place after the sequence number.
    static EVP_MAC* const hmac = EVP_MAC_fetch(nullptr, "HMAC", nullptr);
    unsigned char sequence[8];
    for (int i = 0; i < 8; ++i) sequence[i] = static_cast<unsigned char>(m_sequence >> (56 - 8 * i));
    char digestName[] = "SHA256";
    const OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string("digest", digestName, 0),
                                 OSSL_PARAM_construct_end()};
    EVP_MAC_CTX* ctx = hmac ? EVP_MAC_CTX_new(hmac) : nullptr;
    Digest digest{};
    std::size_t length = 0;
    const bool ok = ctx && EVP_MAC_init(ctx, m_key.data(), m_key.size(), params) == 1 &&
                    EVP_MAC_update(ctx, sequence, sizeof sequence) == 1 &&
                    EVP_MAC_update(ctx, reinterpret_cast<const unsigned char*>(body.data()),
                                   body.size()) == 1 &&
                    EVP_MAC_final(ctx, digest.data(), &length, digest.size()) == 1;
    EVP_MAC_CTX_free(ctx);
    if (!ok || length != digest.size()) throw std::runtime_error("HMAC-SHA256 unavailable (OpenSSL)");
    return digest;
}

Digest FrameAuthenticator::seal(std::string_view body) {
    const Digest tag = tagOf(body);
    ++m_sequence;
    return tag;
}

bool FrameAuthenticator::open(std::string_view body, std::string_view tag) {
    const Digest expected = tagOf(body);
    if (tag.size() != expected.size() ||
        CRYPTO_memcmp(tag.data(), expected.data(), expected.size()) != 0)
        return false;
    ++m_sequence;
    return true;
}

std::string randomHex(std::size_t bytes) {
    std::string raw(bytes, '\0');
    if (RAND_bytes(reinterpret_cast<unsigned char*>(raw.data()), static_cast<int>(bytes)) != 1)
        throw std::runtime_error("no random numbers available (RAND_bytes failed)");
    return toHex(reinterpret_cast<const unsigned char*>(raw.data()), bytes);
}

bool constantTimeEquals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string dynamoProof(std::string_view token, std::string_view serverNonce,
                        std::string_view clientNonce, std::string_view name) {
    return proof("dynamo", token, serverNonce, clientNonce, name);
}

std::string managerProof(std::string_view token, std::string_view serverNonce,
                         std::string_view clientNonce, std::string_view name) {
    return proof("manager", token, serverNonce, clientNonce, name);
}

std::string tokenFileModeProblem(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return {};
    const mode_t open = st.st_mode & (S_IRWXG | S_IRWXO);
    if (open == 0) return {};
    std::string how;
    if (open & (S_IRGRP | S_IROTH)) how = "readable";
    if (open & (S_IWGRP | S_IWOTH)) how += how.empty() ? "writable" : " and writable";
    if (how.empty()) how = "open";  // execute or search bits only
    std::string who;
    if (open & S_IRWXG) who = "its group";
    if (open & S_IRWXO) who += who.empty() ? "others" : " and others";
    char mode[8];
    std::snprintf(mode, sizeof mode, "%04o", static_cast<unsigned>(st.st_mode & 07777));
    return "token file " + path + " is " + how + " by " + who + " (mode " + mode +
           "); the token must be secret: run chmod 600 " + path;
}

std::optional<std::string> readTokenFile(const std::string& path, std::string& error) {
    if (std::string problem = tokenFileModeProblem(path); !problem.empty()) {
        error = std::move(problem);
        return std::nullopt;
    }
    std::ifstream in(path);
    if (!in) {
        error = "cannot read token file " + path + ": " + std::strerror(errno);
        return std::nullopt;
    }
    std::string line;
    std::getline(in, line);
    const auto first = line.find_first_not_of(" \t\r\n");
    const auto last = line.find_last_not_of(" \t\r\n");
    if (first == std::string::npos) {
        error = "token file " + path + " is empty";
        return std::nullopt;
    }
    std::string token = line.substr(first, last - first + 1);
    if (const std::string problem = checkToken(token); !problem.empty()) {
        error = "token file " + path + ": " + problem;
        return std::nullopt;
    }
    return token;
}

bool writeTokenFile(const std::string& path, std::string_view token, std::string& error) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) {
        error = "cannot create token file " + path + ": " + std::strerror(errno);
        return false;
    }
    std::string text(token);
    text += '\n';
    const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    if (!ok) error = "cannot write token file " + path;
    return ok;
}

}  // namespace iometry::protocol
