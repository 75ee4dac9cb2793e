#ifdef __OBJC__
#import <UIKit/UIKit.h>
#else
#ifndef FOUNDATION_EXPORT
#if defined(__cplusplus)
#define FOUNDATION_EXPORT extern "C"
#else
#define FOUNDATION_EXPORT extern
#endif
#endif
#endif

#import "A0ChallengeGenerator.h"
#import "Auth0.h"

FOUNDATION_EXPORT double Auth0VersionNumber;
FOUNDATION_EXPORT const unsigned char Auth0VersionString[];

