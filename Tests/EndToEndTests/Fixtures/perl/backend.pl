#!/usr/bin/env perl
# A partner back-end written from the vendor's iOS page and the kit's guide alone, in Perl with core
# modules only (IO::Socket::INET, HTTP::Tiny, JSON::PP): the app starts a capture with
# POST /captures and says it ended with POST /captures/{id}/ended; each app user is
# "Authorization: Bearer test-session-<user>". One request at a time, Connection: close.
#
# Environment: PORT, HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN, and FAULT (optional):
#   trust-claim    answers "approved" when the app claims success, without reading the process
#   any-owner      reads any id it is given, for anyone
#   user-slot      keeps one capture per app user, the last started: "ended" checks the id is the
#                  user's, then reads the user's current capture
#   cached-outcome answers a capture already reported with the outcome it kept, before asking
#                  whose it is
#   optional-auth  lets "ended" through without a signed-in user, and checks the owner only when
#                  there is one
use strict;
use warnings;
use IO::Socket::INET;
use HTTP::Tiny;
use JSON::PP;

my $port  = $ENV{PORT} or die "PORT is not set\n";
my $base  = $ENV{HUMAN_PLUGIN_BASE_URL} or die "HUMAN_PLUGIN_BASE_URL is not set\n";
my $token = $ENV{HUMAN_PLUGIN_TOKEN} or die "HUMAN_PLUGIN_TOKEN is not set\n";
my %fault = map { $_ => 1 } split /,/, ($ENV{FAULT} // '');
my $json  = JSON::PP->new->canonical->utf8;
my $http  = HTTP::Tiny->new(timeout => 5, agent => 'perl-backend/1');
my %owner;    # process id => app user
my %current;  # app user => the capture they started last (read in place of the given id by user-slot)
my %reported; # process id => the outcome reported once (served first by cached-outcome)

my %outcome = (
    'PROCESS_STATE_FINISHED PROCESS_RESULT_OK'               => 'approved',
    'PROCESS_STATE_FINISHED PROCESS_RESULT_INVALID_IDENTITY' => 'rejected',
    'PROCESS_STATE_FAILED PROCESS_RESULT_ERROR'              => 'failed',
    'PROCESS_STATE_FAILED PROCESS_RESULT_EXPIRED'            => 'expired',
    'PROCESS_STATE_CREATED PROCESS_RESULT_UNSPECIFIED'       => 'pending',
);

my $server = IO::Socket::INET->new(LocalAddr => '127.0.0.1', LocalPort => $port, Listen => 64, ReuseAddr => 1)
    or die "cannot listen on $port: $!\n";
$| = 1;
print "perl back-end listening on 127.0.0.1:$port\n";

while (my $client = $server->accept) {
    eval { serve($client) };
    print "request failed: $@" if $@;
    close $client;
}

sub serve {
    my ($client) = @_;
    local $/ = "\r\n";
    my $line = <$client> // return;
    my ($method, $target) = $line =~ m{^(\S+) (\S+) HTTP/1\.[01]\r\n$} or return reply($client, 400, {error => 'bad request'});
    my %headers;
    while (defined(my $header = <$client>)) {
        last if $header eq "\r\n";
        $headers{lc $1} = $2 if $header =~ /^([^:]+):\s*(.*?)\r\n$/;
    }
    my $body = '';
    if (my $length = $headers{'content-length'}) {
        return reply($client, 413, {error => 'too large'}) if $length > 65536;
        read($client, $body, $length);
    }
    return reply($client, 200, {status => 'ok'}) if $method eq 'GET' && $target eq '/health';
    my ($user) = ($headers{authorization} // '') =~ /^Bearer test-session-([A-Za-z0-9._-]+)$/;
    my $ending = $method eq 'POST' && $target =~ m{/ended$};
    return reply($client, 401, {error => 'not signed in'}) unless defined $user || ($fault{'optional-auth'} && $ending);
    return start($client, $user, $body) if $method eq 'POST' && $target eq '/captures';
    return ended($client, $user, $1, $body) if $method eq 'POST' && $target =~ m{^/captures/([A-Za-z0-9._~-]{1,128})/ended$};
    reply($client, 404, {error => 'no such route'});
}

sub start {
    my ($client, $user, $body) = @_;
    my $request = eval { $json->decode($body) };
    my $number  = ref $request eq 'HASH' ? $request->{documentNumber} : undef;
    my $type    = ref $request eq 'HASH' ? $request->{documentType}   : undef;
    return reply($client, 400, {error => 'documentNumber and documentType are required'})
        unless defined $number && !ref $number && length $number && defined $type && !ref $type && length $type;
    my $create = $json->encode({
        flow          => 'humantoken',
        clientId      => 'client-a',
        correlationId => sprintf('order-%08x%08x', int(rand(2**32)), int(rand(2**32))),
        credential    => {type => "$type", value => "$number"},
        callbackUri   => 'com.example.perlcapture://callback',
    });
    my $answer = $http->post("$base/v1/processes",
        {headers => {'Content-Type' => 'application/json', Accept => 'application/json', Authorization => "Bearer $token"},
         content => $create});
    return reply($client, 502, {error => 'the capture could not be started'}) unless $answer->{status} == 201;
    my $process = eval { $json->decode($answer->{content}) };
    return reply($client, 502, {error => 'the capture could not be started'})
        unless ref $process eq 'HASH' && defined $process->{id} && !ref $process->{id} && defined $process->{link} && !ref $process->{link};
    $owner{$process->{id}} = $user;
    $current{$user} = $process->{id};
    reply($client, 201, {id => $process->{id}, link => $process->{link}});
}

sub ended {
    my ($client, $user, $id, $body) = @_;
    return reply($client, 200, {outcome => $reported{$id}}) if $fault{'cached-outcome'} && exists $reported{$id};
    return reply($client, 404, {error => 'no such capture'})
        unless $fault{'any-owner'} || (!defined $user && $fault{'optional-auth'}) || ($owner{$id} // '') eq ($user // '');
    my $claim = eval { $json->decode($body)->{claim} } // '';
    return reply($client, 200, {outcome => 'approved'}) if $fault{'trust-claim'} && $claim eq 'success';
    my $read_id = $fault{'user-slot'} ? $current{$user} : $id;
    my $answer = $http->get("$base/v1/processes/$read_id", {headers => {Accept => 'application/json', Authorization => "Bearer $token"}});
    return reply($client, 502, {error => 'the capture result could not be read'}) unless $answer->{status} == 200;
    my $read = eval { $json->decode($answer->{content}) };
    my $process = ref $read eq 'HASH' && ref $read->{process} eq 'HASH' ? $read->{process} : {};
    my $value = $outcome{($process->{state} // '') . ' ' . ($process->{result} // '')};
    return reply($client, 502, {error => 'the capture result is not one this service knows'}) unless defined $value;
    $reported{$id} = $value;
    reply($client, 200, {outcome => $value});
}

sub reply {
    my ($client, $status, $object) = @_;
    my $content = $json->encode($object);
    my %reason = (200 => 'OK', 201 => 'Created', 400 => 'Bad Request', 401 => 'Unauthorized', 404 => 'Not Found', 413 => 'Payload Too Large', 502 => 'Bad Gateway');
    print $client "HTTP/1.1 $status $reason{$status}\r\nContent-Type: application/json\r\nContent-Length: "
        . length($content) . "\r\nConnection: close\r\n\r\n$content";
}
