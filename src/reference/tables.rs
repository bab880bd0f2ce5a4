//! Constant tables of the reference solver: houses, peers, bit sets.

/// Every digit 1..=9, bit `d` for digit `d`.
pub(super) const ALL: u16 = 0x3FE;

/// `count[h][d]` once `d` is placed in house `h`: the at most 8 later
/// decrements leave it far above the values 0 and 1 that trigger work.
pub(super) const PLACED: u8 = 64;

/// Every cell, bit `c` for cell `c`.
pub(super) const ALL_CELLS: u128 = (1 << 81) - 1;

/// The 27 houses as cell indices: rows, columns, blocks.
pub(super) const HOUSES: [[u8; 9]; 27] = {
    let mut h = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut k = 0;
        while k < 9 {
            h[i][k] = (i * 9 + k) as u8;
            h[9 + i][k] = (k * 9 + i) as u8;
            h[18 + i][k] = ((i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3) as u8;
            k += 1;
        }
        i += 1;
    }
    h
};

/// The three houses of each cell: its row, column and block, as indices
/// into [`HOUSES`].
pub(super) const HOUSES_OF: [[u8; 3]; 81] = {
    let mut t = [[0u8; 3]; 81];
    let mut c = 0;
    while c < 81 {
        t[c] = [(c / 9) as u8, (9 + c % 9) as u8, (18 + c / 27 * 3 + c % 9 / 3) as u8];
        c += 1;
    }
    t
};

/// The cells of each house as a bitset over cells.
pub(super) const HOUSE_CELLS: [u128; 27] = {
    let mut m = [0u128; 27];
    let mut h = 0;
    while h < 27 {
        let mut k = 0;
        while k < 9 {
            m[h] |= 1 << HOUSES[h][k];
            k += 1;
        }
        h += 1;
    }
    m
};

/// The peers of each cell as a bitset over cells.
pub(super) const PEER_CELLS: [u128; 81] = {
    let mut m = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        let mut k = 0;
        while k < 20 {
            m[c] |= 1 << PEERS[c][k];
            k += 1;
        }
        c += 1;
    }
    m
};

/// The 20 peers of each cell: the other cells of its row, column and block.
pub(super) const PEERS: [[u8; 20]; 81] = {
    let mut p = [[0u8; 20]; 81];
    let mut c = 0;
    while c < 81 {
        let (r, k, b) = (c / 9, c % 9, c / 27 * 3 + c % 9 / 3);
        let mut n = 0;
        let mut o = 0;
        while o < 81 {
            let (r2, k2, b2) = (o / 9, o % 9, o / 27 * 3 + o % 9 / 3);
            if o != c && (r == r2 || k == k2 || b == b2) {
                p[c][n] = o as u8;
                n += 1;
            }
            o += 1;
        }
        c += 1;
    }
    p
};

/// Candidate count of a mask (bits 1..=9).
pub(super) const POPCOUNT: [u8; 1024] = {
    let mut t = [0u8; 1024];
    let mut i = 0;
    while i < 1024 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};
