/* Times zlib's inflate on a raw deflate stream (windowBits -15, as in a zip entry): the best of
   RUNS runs in milliseconds, and the output's size and CRC-32. Built by scripts/inflate-compare/run. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <zlib.h>

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: zlib STREAM RUNS OUTPUT_SIZE\n"); return 2; }
    FILE *f = fopen(argv[1], "rb");
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *in = malloc(size);
    fread(in, 1, size, f);
    fclose(f);
    int runs = atoi(argv[2]);
    long outSize = atol(argv[3]);
    unsigned char *out = malloc(outSize);
    double best = 1e9;
    unsigned long produced = 0;
    for (int run = 0; run < runs; run++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        z_stream s = {0};
        inflateInit2(&s, -15);
        s.next_in = in; s.avail_in = size; s.next_out = out; s.avail_out = outSize;
        int status = inflate(&s, Z_FINISH);
        produced = s.total_out;
        inflateEnd(&s);
        clock_gettime(CLOCK_MONOTONIC, &b);
        if (status != Z_STREAM_END) { fprintf(stderr, "zlib: status %d\n", status); return 1; }
        double ms = (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
        if (ms < best) best = ms;
    }
    printf("zlib %lu bytes crc %lx best %.0f ms\n", produced, crc32(0, out, produced), best);
    return 0;
}
