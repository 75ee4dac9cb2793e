<?php

declare(strict_types=1);

/** Every answer is HTTP 200 with {"ok": true, ...} or {"ok": false, "error": {"code", "message"}}. */
final class Reply
{
    /** @param array<string, mixed> $fields */
    public static function ok(array $fields = []): array
    {
        return ['ok' => true] + $fields;
    }

    /** @return array<string, mixed> */
    public static function error(string $code, string $message): array
    {
        return ['ok' => false, 'error' => ['code' => $code, 'message' => $message]];
    }

    /** @param array<string, mixed> $reply */
    public static function send(array $reply, int $status = 200): void
    {
        http_response_code($status);
        header('Content-Type: application/json');
        header('Cache-Control: no-store');
        echo json_encode($reply, JSON_UNESCAPED_SLASHES);
    }
}
