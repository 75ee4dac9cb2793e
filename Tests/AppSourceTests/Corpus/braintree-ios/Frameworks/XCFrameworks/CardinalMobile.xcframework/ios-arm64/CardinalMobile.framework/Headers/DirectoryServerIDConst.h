//
//  DirectoryServerIDConst.h
//  CardinalMobile
//
//  Created by Sudeep Tuladhar on 6/7/19.
//  Copyright © 2019 Cardinal Commerce. All rights reserved.
//

#import <Foundation/Foundation.h>

typedef enum {
    CCADirectoryServerIDEMVCo1,
    CCADirectoryServerIDEMVCo2,
    CCADirectoryServerIDAmexStaging,
    CCADirectoryServerIDVisa,
    CCADirectoryServerIDVisaSDK,
    CCADirectoryServerIDVisa01,
    CCADirectoryServerIDVisa02,
    CCADirectoryServerIDVisa03,
    CCADirectoryServerIDVisa04,
    CCADirectoryServerIDMasterCard
} CCADirectoryServerID;
