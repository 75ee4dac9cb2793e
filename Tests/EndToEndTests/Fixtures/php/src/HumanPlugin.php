<?php

declare(strict_types=1);

/** Human Plugin's answer is unusable: an error status, or not the expected JSON. */
class HumanPluginError extends RuntimeException
{
}

/** Human Plugin did not answer in time or could not be reached. */
final class HumanPluginUnavailable extends HumanPluginError
{
}

/** The Human Plugin process API, called with curl. */
final class HumanPlugin
{
    /** Well inside the app's patience: a silent Human Plugin becomes an error answer, not a hung app. */
    private const TIMEOUT_MS = 1000;

    public function __construct(private readonly Config $config)
    {
    }

    /**
     * POST /v1/processes.
     *
     * @param array<string, mixed> $body
     * @return array{id: string, link: string}
     */
    public function create(array $body): array
    {
        [$status, $answer] = $this->request('POST', '/v1/processes', $body);
        $id = $answer['id'] ?? null;
        $link = $answer['link'] ?? null;
        if ($this->config->has('no-status-check')) {
            return ['id' => $id, 'link' => $link];
        }
        if ($status !== 201 || !is_string($id) || $id === '' || !is_string($link) || $link === '') {
            throw new HumanPluginError("create answered $status without an id and a link");
        }
        return ['id' => $id, 'link' => $link];
    }

    /**
     * GET /v1/processes/{id}, with Human Plugin's own id.
     *
     * @return array<string, mixed> the process
     */
    public function process(string $id): array
    {
        [$status, $answer, $raw] = $this->request('GET', '/v1/processes/' . rawurlencode($id));
        if ($status === 200 && !is_array($answer['process'] ?? null) && $this->config->hasStyle('tolerant-read')
            && preg_match('/"state"\s*:\s*"([A-Z_]+)"/', $raw, $state) === 1 && preg_match('/"result"\s*:\s*"([A-Z_]+)"/', $raw, $result) === 1) {
            return ['id' => $id, 'state' => $state[1], 'result' => $result[1]];
        }
        if ($status !== 200 || !is_array($answer['process'] ?? null)) {
            throw new HumanPluginError("read answered $status without a process");
        }
        return $answer['process'];
    }

    /**
     * One request, never retried, redirects not followed.
     *
     * @param array<string, mixed>|null $body
     * @return array{0: int, 1: mixed, 2: string}
     */
    private function request(string $method, string $path, ?array $body = null): array
    {
        $curl = curl_init($this->config->humanPluginUrl . $path);
        $headers = ['Accept: application/json', 'Authorization: Bearer ' . $this->config->humanPluginToken];
        $options = [
            CURLOPT_CUSTOMREQUEST => $method,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_FOLLOWLOCATION => false,
            CURLOPT_CONNECTTIMEOUT_MS => self::TIMEOUT_MS,
            CURLOPT_TIMEOUT_MS => self::TIMEOUT_MS,
        ];
        if ($body !== null) {
            $options[CURLOPT_POSTFIELDS] = json_encode($body, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES);
            $headers[] = 'Content-Type: application/json';
        }
        $options[CURLOPT_HTTPHEADER] = $headers;
        curl_setopt_array($curl, $options);
        $raw = curl_exec($curl);
        if ($raw === false) {
            $problem = curl_error($curl);
            curl_close($curl);
            throw new HumanPluginUnavailable("human plugin unavailable: $problem");
        }
        $status = (int) curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
        curl_close($curl);
        return [$status, json_decode((string) $raw, true), (string) $raw];
    }
}
