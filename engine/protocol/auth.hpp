#pragma once
/**
 * @file
 * @brief Shared-token authentication: HMAC-SHA256 challenge and response, both ways.
 *
 * The manager sends a fresh nonce; the dynamo answers with its own nonce and
 * HMAC(token, "dynamo|" server_nonce "|" client_nonce "|" name); the manager proves itself
 * with HMAC(token, "manager|" server_nonce "|" client_nonce "|" name). Neither side ever
 * sends the token.
 */

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace iometry::protocol {

/** @brief HMAC-SHA256 of @p message under @p key, as lowercase hex. */
std::string hmacSha256Hex(std::string_view key, std::string_view message);

/** @brief @p bytes cryptographically random bytes, as lowercase hex. */
std::string randomHex(std::size_t bytes);

/** @brief Compares in time independent of where the strings differ. */
bool constantTimeEquals(std::string_view a, std::string_view b);

std::string dynamoProof(std::string_view token, std::string_view serverNonce,
                        std::string_view clientNonce, std::string_view name);
std::string managerProof(std::string_view token, std::string_view serverNonce,
                         std::string_view clientNonce, std::string_view name);

/** @brief The shortest token either side accepts, in bytes (docs/protocol.md). */
inline constexpr std::size_t kMinTokenBytes = 16;

/** @brief Empty when @p token is usable, else why not (too short). */
std::string checkToken(std::string_view token);

/** @brief Raw HMAC-SHA256 output. */
using Digest = std::array<unsigned char, 32>;

/** @brief HMAC-SHA256 of @p message under @p key, raw. */
Digest hmacSha256(std::string_view key, std::string_view message);

/**
 * @brief The two keys of an authenticated channel, one per direction, derived from the
 *        token and both nonces of the handshake (docs/protocol.md, "Authenticated frames").
 */
struct ChannelKeys {
    Digest managerToDynamo{};
    Digest dynamoToManager{};
};
ChannelKeys deriveChannelKeys(std::string_view token, std::string_view serverNonce,
                              std::string_view clientNonce, std::string_view name);

/**
 * @brief Authenticates the frames of one direction of a channel.
 *
 * The tag of frame n is HMAC-SHA256(key, n as 8 bytes big endian || body); n counts the
 * authenticated frames of this direction from 0. Since n is implicit, a replayed,
 * dropped or reordered frame fails like an altered one; since each direction has its
 * own key, a frame reflected back to its sender fails too.
 */
class FrameAuthenticator {
public:
    static constexpr std::size_t kTagBytes = 32;

    explicit FrameAuthenticator(const Digest& key) : m_key(key) {}

    /** @brief The tag of the next frame; advances the sequence number. */
    Digest seal(std::string_view body);
    /** @brief Checks the next frame's tag; advances only when it matches. */
    bool open(std::string_view body, std::string_view tag);
    std::uint64_t sequence() const { return m_sequence; }

private:
    Digest tagOf(std::string_view body) const;
    Digest m_key;
    std::uint64_t m_sequence = 0;
};

/**
 * @brief "" when no one but its owner may read, write or execute the token file @p path
 *        (or it cannot be examined: reading it then names the problem); otherwise what is
 *        wrong and the fix, `chmod 600 FILE`.
 */
std::string tokenFileModeProblem(const std::string& path);

/**
 * @brief Reads a token file: its first line, surrounding whitespace removed.
 * @return the token, or nullopt with @p error set (missing, unreadable, open to its group
 *         or others (tokenFileModeProblem()), empty, or shorter than kMinTokenBytes).
 *         Every program that reads a token file (iometry-dynamo, iometry-run) reads it here.
 */
std::optional<std::string> readTokenFile(const std::string& path, std::string& error);

/** @brief Writes @p token to a new file readable by the owner only. */
bool writeTokenFile(const std::string& path, std::string_view token, std::string& error);

}  // namespace iometry::protocol
