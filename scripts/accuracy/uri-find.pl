#!/usr/bin/env perl
# URI::Find's findings in UTF-8 files, for scripts/accuracy-extract.ts.
# Usage: perl uri-find.pl FILE...   |   perl uri-find.pl --version
# Prints one JSON line per URI found, file by file, in text order:
#   {"doc":N,"start":S,"end":E,"text":"..."}
# `doc` is the file's index in the arguments (0-based). `text` is URI::Find's
# original text of the URI (the second argument of its callback: as
# written, except that inside `<...>` / `<URL:...>` URI::Find has removed
# whitespace, so a wrapped URI comes back joined). `start`/`end` are offsets
# in characters (code points) into the decoded file, of the first and past
# the last character of the URI as written (whitespace inside included).
#
# Positions: URI::Find's callback gets no position, so the callback returns
# a marker (a private-use character not in the text, the find's number, the
# marker again) in place of the URI; after `find`, the rewritten text is the
# original with each URI replaced by its marker, and walking both side by
# side gives each URI's place. Text between markers is the original's (no
# escape function is given), except for the whitespace URI::Find removed
# inside `<...>`, which the walk skips.
# Exit 2 when URI::Find is missing (Debian: apt-get install liburi-find-perl).
use strict;
use warnings;

BEGIN {
    unless (eval { require URI::Find; 1 }) {
        print STDERR "URI::Find is not installed (Debian: apt-get install liburi-find-perl)\n";
        exit 2;
    }
}
use JSON::PP ();

if (@ARGV && $ARGV[0] eq '--version') { print "$URI::Find::VERSION\n"; exit 0 }
die "usage: uri-find.pl FILE... | --version\n" unless @ARGV;

my $json = JSON::PP->new->ascii->canonical;

# Perl's \s (what URI::Find removes inside `<...>`), in UTF-8 bytes.
my $space = qr/\G(?:[\t\n\x0B\f\r ]|\xC2[\x85\xA0]|\xE1\x9A\x80|\xE2\x80[\x80-\x8A\xA8\xA9\xAF]|\xE2\x81\x9F|\xE3\x80\x80)+/;

for my $doc (0 .. $#ARGV) {
    my $file = $ARGV[$doc];
    open my $in, '<:encoding(UTF-8)', $file or die "$file: $!\n";
    my $original = do { local $/; <$in> };
    close $in;
    # Where URI::Find rewrote text outside its finds in a way the walk cannot follow (hg's
    # `"set:grep('bob')"`), the document's finds are left out, with a line on stderr.
    my @results = eval { find_in($original) };
    if ($@) { print STDERR "uri-find.pl: $file: $@"; next }
    print $json->encode({%$_, doc => $doc}), "\n" for @results;
}

# The URIs of one text, with their character offsets.
sub find_in {
    my ($original) = @_;

    # A marker character that does not occur in the text.
    my $marker;
    for my $code (0xE000 .. 0xF8FF) {
        if (index($original, chr $code) < 0) { $marker = chr $code; last }
    }
    die "no free marker character\n" unless defined $marker;

    my @found;
    my $finder = URI::Find->new(sub {
        my ($uri, $orig) = @_;
        push @found, $orig;
        return $marker . $#found . $marker;
    });
    my $rewritten = $original;
    $finder->find(\$rewritten);

    # The walk is on UTF-8 bytes: on a long character string, `substr` and
    # `index` at a character offset are not O(1) in Perl (20 MB took hours).
    # Character offsets are counted on the way (bytes that are not UTF-8
    # continuation bytes).
    utf8::encode(my $bytes = $original);
    utf8::encode($rewritten);
    utf8::encode(my $mark = $marker);
    my $at = 0;      # byte cursor in $bytes
    my $chars = 0;   # characters before $at
    my $pos = 0;     # byte cursor in $rewritten

    my $move_to = sub {
        my ($to) = @_;
        $chars += ($to - $at) - (substr($bytes, $at, $to - $at) =~ tr/\x80-\xBF//);
        $at = $to;
    };

    # Advance over $literal (UTF-8 bytes) as written at $at, skipping the
    # whitespace that URI::Find removed; the first difference is found by
    # XOR of the two byte strings (a character-by-character walk in Perl is
    # far slower).
    my $advance = sub {
        my ($literal) = @_;
        my $done = 0;
        my $length = length $literal;
        while ($done < $length) {
            my $rest = $length - $done;
            my $diff = substr($bytes, $at, $rest) ^ substr($literal, $done, $rest);
            my $same = $diff =~ /[^\0]/ ? $-[0] : length $diff;
            $move_to->($at + $same);
            $done += $same;
            last if $done >= $length;
            pos($bytes) = $at;
            die "lost place at byte $at\n" unless $bytes =~ /$space/gc;
            $move_to->(pos $bytes);
        }
    };

    my @results;
    while ((my $open = index($rewritten, $mark, $pos)) >= 0) {
        my $close = index($rewritten, $mark, $open + length $mark);
        die "unclosed marker\n" if $close < 0;
        $advance->(substr $rewritten, $pos, $open - $pos);
        my $text = $found[substr $rewritten, $open + length $mark, $close - $open - length $mark];
        utf8::encode(my $written = $text);
        # Whitespace before the URI (inside `< ...>`) is not part of it.
        pos($bytes) = $at;
        $move_to->(pos $bytes) if substr($bytes, $at, 1) ne substr($written, 0, 1) && $bytes =~ /$space/gc;
        my $start = $chars;
        $advance->($written);
        push @results, {start => $start, end => $chars, text => $text};
        $pos = $close + length $mark;
    }
    return @results;
}
