#import <Foundation/Foundation.h>

//! Project version number for TethysKit.
FOUNDATION_EXPORT double TethysKitVersionNumber;

//! Project version string for TethysKit.
FOUNDATION_EXPORT const unsigned char TethysKitVersionString[];

